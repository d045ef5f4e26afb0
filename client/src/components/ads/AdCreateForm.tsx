import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  AD_DEFAULT_BUDGET,
  AD_MESSAGES,
  AD_MIN_BUDGET,
  estimatedReach,
  readBudgetInput,
  type AdBudgetType,
  type InterestCategoryDto,
} from '@flock/shared';
import { interestsApi } from '../../api/interests';
import { createAd } from '../../data/ads';
import { TextField } from '../ui/TextField';
import { Alert } from '../ui/Alert';
import { formatCount } from './adFormat';

interface Fields {
  title: string;
  content: string;
  mediaUrl: string;
  mediaType: '' | 'image' | 'video';
  ctaText: string;
  ctaUrl: string;
  budgetType: AdBudgetType;
  budget: string;
  targetInterests: string[];
  startDate: string;
  endDate: string;
}

const EMPTY: Fields = {
  title: '',
  content: '',
  mediaUrl: '',
  mediaType: '',
  ctaText: '',
  ctaUrl: '',
  budgetType: 'cpm',
  budget: String(AD_DEFAULT_BUDGET),
  targetInterests: [],
  startDate: '',
  endDate: '',
};

/** A `datetime-local` value as an ISO instant, or undefined when empty. */
const isoOf = (local: string) => (local ? new Date(local).toISOString() : undefined);

/**
 * The ad creation form (spec 001 "Advertiser dashboard"): every field of the create payload, the
 * estimated reach as the budget changes, checked with the shared schema before it is queued.
 */
export function AdCreateForm({ onCreated }: { onCreated(id: string): void }) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const interests = useInterestCategories();
  const reachId = useId();
  const budget = readBudgetInput(fields.budget);
  const reach = estimatedReach(fields.budgetType, budget);
  const set = <K extends keyof Fields>(key: K, value: Fields[K]) =>
    setFields((now) => ({ ...now, [key]: value }));
  const toggleInterest = (id: string) =>
    set(
      'targetInterests',
      fields.targetInterests.includes(id)
        ? fields.targetInterests.filter((other) => other !== id)
        : [...fields.targetInterests, id],
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await createAd({
        title: fields.title,
        content: fields.content,
        mediaUrl: fields.mediaUrl,
        mediaType: fields.mediaType,
        ctaText: fields.ctaText,
        ctaUrl: fields.ctaUrl,
        budgetType: fields.budgetType,
        budgetAmount: budget,
        targetInterests: fields.targetInterests,
        startDate: isoOf(fields.startDate),
        endDate: isoOf(fields.endDate),
      });
      if ('errors' in result) {
        setErrors(result.errors);
        return;
      }
      setErrors({});
      setFields(EMPTY);
      onCreated(result.id);
    } catch {
      setFailure(AD_MESSAGES.createFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="card ad-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Create advertisement"
    >
      <h3 className="ad-form-title">Create advertisement</h3>
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField
        label="Title"
        value={fields.title}
        error={errors.title}
        onChange={(e) => set('title', e.target.value)}
      />
      <div className="field">
        <label htmlFor={`${reachId}-content`}>Content</label>
        <textarea
          id={`${reachId}-content`}
          rows={3}
          value={fields.content}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={errors.content ? `${reachId}-content-error` : undefined}
          onChange={(e) => set('content', e.target.value)}
        />
        {errors.content && (
          <span id={`${reachId}-content-error`} className="field-error" role="alert">
            {errors.content}
          </span>
        )}
      </div>
      <div className="ad-form-row">
        <TextField
          label="Media URL"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={fields.mediaUrl}
          error={errors.mediaUrl}
          onChange={(e) => set('mediaUrl', e.target.value)}
        />
        <div className="field">
          <label htmlFor={`${reachId}-media-type`}>Media type</label>
          <select
            id={`${reachId}-media-type`}
            value={fields.mediaType}
            onChange={(e) => set('mediaType', e.target.value as Fields['mediaType'])}
          >
            <option value="">None</option>
            <option value="image">Image</option>
            <option value="video">Video</option>
          </select>
        </div>
      </div>
      <div className="ad-form-row">
        <TextField
          label="Call-to-action text"
          placeholder="Learn more"
          value={fields.ctaText}
          error={errors.ctaText}
          onChange={(e) => set('ctaText', e.target.value)}
        />
        <TextField
          label="Call-to-action URL"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={fields.ctaUrl}
          error={errors.ctaUrl}
          onChange={(e) => set('ctaUrl', e.target.value)}
        />
      </div>
      <div className="ad-form-row">
        <div className="field">
          <label htmlFor={`${reachId}-budget-type`}>Budget type</label>
          <select
            id={`${reachId}-budget-type`}
            value={fields.budgetType}
            onChange={(e) => set('budgetType', e.target.value as AdBudgetType)}
          >
            <option value="cpm">CPM (₹200 per 1,000)</option>
            <option value="cpc">CPC (₹20 per click)</option>
          </select>
        </div>
        <TextField
          label="Budget amount (₹)"
          type="number"
          min={AD_MIN_BUDGET}
          step="any"
          value={fields.budget}
          error={errors.budgetAmount}
          onChange={(e) => set('budget', e.target.value)}
        />
      </div>
      <p id={reachId} className="ad-reach" aria-live="polite">
        Estimated reach: <strong>{formatCount(reach)}</strong>{' '}
        {fields.budgetType === 'cpc' ? 'clicks' : 'impressions'}
      </p>
      <fieldset className="ad-interests">
        <legend className="field-label">Target interests</legend>
        <p className="field-hint">None chosen: shown to everyone.</p>
        {interests.status === 'error' ? (
          <p className="field-hint">Interests could not be loaded. {interests.message}</p>
        ) : interests.status === 'loading' ? (
          <p className="field-hint">Loading interests…</p>
        ) : (
          <div className="ad-interest-chips">
            {interests.categories.map((category) => (
              <label key={category.id} className="ad-interest-chip">
                <input
                  type="checkbox"
                  checked={fields.targetInterests.includes(category.id)}
                  onChange={() => toggleInterest(category.id)}
                />
                {category.name}
              </label>
            ))}
          </div>
        )}
        {errors.targetInterests && (
          <span className="field-error" role="alert">
            {errors.targetInterests}
          </span>
        )}
      </fieldset>
      <div className="ad-form-row">
        <TextField
          label="Start date (optional)"
          type="datetime-local"
          value={fields.startDate}
          error={errors.startDate}
          onChange={(e) => set('startDate', e.target.value)}
        />
        <TextField
          label="End date (optional)"
          type="datetime-local"
          value={fields.endDate}
          error={errors.endDate}
          onChange={(e) => set('endDate', e.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
        Create and pay
      </button>
    </form>
  );
}

type InterestsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; categories: InterestCategoryDto[] };

function useInterestCategories(): InterestsState {
  const [state, setState] = useState<InterestsState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    interestsApi.categories().then(
      (categories) => live && setState({ status: 'ready', categories }),
      () => live && setState({ status: 'error', message: 'They load when you are online.' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
