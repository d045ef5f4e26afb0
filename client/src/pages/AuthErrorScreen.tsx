import { AppLink } from '../components/ui/AppLink';

/** Spec 000 "Route guards": the auth error screen. */
export function AuthErrorScreen({ message }: { message: string }) {
  return (
    <main className="center-screen">
      <h1>Authentication problem</h1>
      <p className="muted" role="alert">
        {message}
      </p>
      <AppLink to="/login" className="btn btn-primary">
        Go to Login
      </AppLink>
    </main>
  );
}
