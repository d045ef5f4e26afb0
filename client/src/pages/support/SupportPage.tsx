import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Star } from 'lucide-react';
import { Alert } from '../../components/ui/Alert';
import { BillingFaq } from '../../components/support/BillingFaq';
import { SupportForm } from '../../components/support/SupportForm';
import { SupportRequestList } from '../../components/support/SupportRequestList';
import { useSupportPage } from '../../components/support/useSupportPage';
import { useSyncEngine } from '../../sync/useSyncEngine';
import { StaticShell } from '../StaticShell';
import '../../components/support/support.css';

/** /support: the form to the support team (priority for Premium members), their requests, the billing FAQ. */
export default function SupportPage() {
  const page = useSupportPage();
  const { hash } = useLocation();
  // The outbox drains here too: a request written offline goes out once the page is back online.
  useSyncEngine();

  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);

  return (
    <StaticShell title="Contact Support">
      <p>
        Tell us what went wrong or what you need. We answer by email
        {page.member ? ` at ${page.member.email}` : ''}. Please never include your password.
      </p>
      {page.premium && (
        <p className="support-priority-note">
          <Star size={16} aria-hidden="true" />
          Priority support: as a Premium member, your requests are answered first.
        </p>
      )}
      {page.notice && <Alert tone={page.notice.tone}>{page.notice.text}</Alert>}
      {page.ready ? (
        <SupportForm key={page.taken} askEmail={!page.member} busy={page.busy} onSubmit={page.submit} />
      ) : (
        <p className="muted">Loading...</p>
      )}
      {page.member && (
        <section aria-labelledby="support-requests-title">
          <h2 id="support-requests-title">Your requests</h2>
          <SupportRequestList requests={page.requests} />
        </section>
      )}
      <BillingFaq />
    </StaticShell>
  );
}
