import { useState } from 'react';
import { useAuth } from '../../auth/useAuth';
import { PendingVerificationNotice } from './PendingVerificationNotice';
import { RegisterForm } from './RegisterForm';

/** Coming back while a verification is pending shows the notice; registering here shows the form's own outcome. */
export default function RegisterPage() {
  const { pendingVerification, setPendingVerification } = useAuth();
  const [showNotice, setShowNotice] = useState(pendingVerification !== null);

  if (showNotice && pendingVerification) {
    return (
      <PendingVerificationNotice
        email={pendingVerification}
        onRegisterAnother={() => {
          setPendingVerification(null);
          setShowNotice(false);
        }}
      />
    );
  }
  return <RegisterForm />;
}
