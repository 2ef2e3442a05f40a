import { Link, useNavigate } from '@frio/shared/router';
import { NOT_FOUND_TEXT, NotFoundOffers } from '@frio/shared/ui/not-found';
import { ErrorScreen } from './ErrorScreen.tsx';

export function NotFound() {
  const navigate = useNavigate();
  return (
    <ErrorScreen title="Página no encontrada" heading={NOT_FOUND_TEXT}>
      <NotFoundOffers Link={Link} navigate={navigate} />
    </ErrorScreen>
  );
}
