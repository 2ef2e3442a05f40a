import { RegisterCompleted } from '../features/register/RegisterCompleted.tsx';

export default function RegisterCompletedPage() {
  return <RegisterCompleted />;
}
