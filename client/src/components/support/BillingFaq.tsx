import { PREMIUM_PRICE_LABEL } from '@flock/shared';

const QUESTIONS: readonly { question: string; answer: string }[] = [
  {
    question: 'What does Premium cost?',
    answer: `${PREMIUM_PRICE_LABEL}, charged monthly through Razorpay by UPI, card, netbanking or wallet.`,
  },
  {
    question: 'What happens when I cancel?',
    answer:
      'Nothing more is charged. You keep every Premium benefit until the end of the billing period you paid for, and you can reactivate until then.',
  },
  {
    question: 'A payment went through but I am not Premium yet.',
    answer:
      'Open Subscription Details and press Refresh. If it still shows Basic, send us a request with the topic Billing and Premium and the payment id from your receipt.',
  },
  {
    question: 'What if a renewal fails?',
    answer:
      'Your subscription shows as past due while Razorpay retries. When the paid period ends without a payment, Premium ends and your profile becomes public again.',
  },
];

/** Billing FAQ, linked from the Subscription page (`/support#billing-faq`). */
export function BillingFaq() {
  return (
    <section id="billing-faq" aria-labelledby="billing-faq-title" className="billing-faq">
      <h2 id="billing-faq-title">Billing FAQ</h2>
      {QUESTIONS.map(({ question, answer }) => (
        <details key={question}>
          <summary>{question}</summary>
          <p>{answer}</p>
        </details>
      ))}
    </section>
  );
}
