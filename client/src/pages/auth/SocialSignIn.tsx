import './socialSignIn.css';

/** Google and Twitter sign-in are announced but not offered yet (spec 000 section 2, Login). */
export function SocialSignIn() {
  return (
    <>
      <div className="auth-divider">or continue with</div>
      <div className="social-buttons">
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => window.alert('Google sign-in is not implemented yet')}
        >
          <GoogleMark />
          Continue with Google
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => window.alert('Twitter sign-in is not implemented yet')}
        >
          <TwitterMark />
          Continue with Twitter
        </button>
      </div>
    </>
  );
}

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z"
      />
    </svg>
  );
}

function TwitterMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="#1d9bf0"
        d="M23.6 4.6c-.9.4-1.8.6-2.8.8 1-.6 1.8-1.6 2.1-2.7-.9.6-2 1-3.1 1.2a4.9 4.9 0 0 0-8.4 4.5A14 14 0 0 1 1.3 3.2a4.9 4.9 0 0 0 1.5 6.6c-.8 0-1.6-.3-2.2-.6 0 2.4 1.7 4.4 3.9 4.8-.7.2-1.5.2-2.2.1a4.9 4.9 0 0 0 4.6 3.4A9.9 9.9 0 0 1 0 19.5 14 14 0 0 0 7.5 21.7c9.1 0 14-7.5 14-14v-.6c1-.7 1.8-1.6 2.5-2.5z"
      />
    </svg>
  );
}
