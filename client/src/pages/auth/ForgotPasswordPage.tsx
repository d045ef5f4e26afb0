export default function ForgotPasswordPage() {
  return <main className="center-screen"><h1>ForgotPasswordPage</h1></main>;
}
