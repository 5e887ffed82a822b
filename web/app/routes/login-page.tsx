import { Container } from '../../components/ui/container.tsx';
import { LoginScreen } from '../../features/auth/index.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /login: sign in, create an account, reset a password, or finish a two-step sign-in. */
export default function LoginPage() {
  usePageTitle('Sign in');
  return (
    <Container className="flex justify-center py-12 sm:py-20">
      <LoginScreen />
    </Container>
  );
}
