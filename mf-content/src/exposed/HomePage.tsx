import '@frio/shared/tokens.css';
import { HomePage } from '../features/home/HomePage.tsx';

export default HomePage;
