import '@frio/shared/tokens.css';
import { ContactoPage } from '../features/contacto/ContactoPage.tsx';

export default ContactoPage;
