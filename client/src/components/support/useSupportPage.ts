import { useState } from 'react';
import { SUPPORT_MESSAGES } from '@flock/shared';
import { isApiError } from '../../api/ApiError';
import { useAuth } from '../../auth/useAuth';
import { errorText } from '../../data/errorText';
import { isPremiumMember } from '../../data/premium';
import {
  sendSupportRequest,
  sendVisitorSupportRequest,
  useSupportRequests,
  type SupportRequestView,
} from '../../data/support';
import { useOnline } from '../../sync/status';
import type { SupportFormValues } from './SupportForm';

export interface SupportNotice {
  tone: 'success' | 'info' | 'error';
  text: string;
}

/** Where the last request written here stands, in the words the member reads. */
function noticeOf(request: SupportRequestView, online: boolean): SupportNotice {
  if (request.state === 'sent') {
    return {
      tone: 'success',
      text: request.priority ? SUPPORT_MESSAGES.sentPriority : SUPPORT_MESSAGES.sent,
    };
  }
  if (request.state === 'refused') {
    return {
      tone: 'error',
      text: `Your request was not sent: ${request.refusal ?? SUPPORT_MESSAGES.failed}`,
    };
  }
  return online
    ? { tone: 'info', text: 'Sending your request...' }
    : {
        tone: 'info',
        text: 'You are offline. Your request is saved on this device and will be sent when you are back online.',
      };
}

/** The /support page's state: who is writing, their requests, and the notice after sending. */
export function useSupportPage() {
  const auth = useAuth();
  const member = auth.isAuthenticated ? auth.user : null;
  const online = useOnline();
  const requests = useSupportRequests(member !== null);
  const [lastId, setLastId] = useState<string | null>(null);
  const [visitorNotice, setVisitorNotice] = useState<SupportNotice | null>(null);
  const [busy, setBusy] = useState(false);
  // Counts requests taken (sent or queued): the page gives the form a fresh key, which empties it.
  const [taken, setTaken] = useState(0);
  const last = requests?.find((request) => request.id === lastId);

  const submit = async (values: SupportFormValues, showErrors: (errors: Record<string, string>) => void) => {
    setBusy(true);
    setVisitorNotice(null);
    try {
      if (member) {
        const record = await sendSupportRequest(values);
        setLastId(record.id);
      } else {
        setVisitorNotice({ tone: 'success', text: await sendVisitorSupportRequest(values) });
      }
      setTaken((count) => count + 1);
    } catch (error) {
      if (isApiError(error)) showErrors(error.fieldErrors);
      const text = errorText(error, SUPPORT_MESSAGES.failed);
      if (member) setLastId(null);
      setVisitorNotice({ tone: 'error', text });
    } finally {
      setBusy(false);
    }
  };

  return {
    ready: auth.isInitialized,
    member,
    premium: isPremiumMember(member),
    requests,
    busy,
    taken,
    notice: last ? noticeOf(last, online) : visitorNotice,
    submit,
  };
}
