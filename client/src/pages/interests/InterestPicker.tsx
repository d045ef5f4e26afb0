import { useState } from 'react';
import { Check } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { InterestSelectionSchema, MIN_INTERESTS, type InterestCategoryDto } from '@flock/shared';
import { interestsApi } from '../../api/interests';
import { interestsSaveErrorMessage } from '../../auth/errorMessages';
import { useAuth } from '../../auth/useAuth';
import { Alert } from '../../components/ui/Alert';
import { cacheInterestCompletion } from '../../routes/interestCompletionCache';
import { interestIcon } from './interestIcons';

interface InterestPickerProps {
  categories: InterestCategoryDto[];
  savedIds: string[];
  /** A first choice is created; an existing one is replaced. */
  hadInterests: boolean;
}

export function InterestPicker({ categories, savedIds, hadInterests }: InterestPickerProps) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [selected, setSelected] = useState(() => new Set(savedIds));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const count = selected.size;
  const progress = count >= MIN_INTERESTS ? `${count} selected` : `${count} of ${MIN_INTERESTS} selected`;

  function toggle(id: string) {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  async function save() {
    setError('');
    const parsed = InterestSelectionSchema.safeParse({
      categoryIds: categories.filter((c) => selected.has(c.id)).map((c) => c.id),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '');
    setSaving(true);
    try {
      const { categoryIds } = parsed.data;
      await (hadInterests ? interestsApi.update(categoryIds) : interestsApi.select(categoryIds));
      if (user) cacheInterestCompletion(user.id);
      navigate('/dashboard', { replace: true });
    } catch (failure) {
      setSaving(false);
      setError(interestsSaveErrorMessage(failure));
    }
  }

  return (
    <>
      <div className="interests-progress">
        <div className="interests-progress-track" aria-hidden="true">
          <div
            className="interests-progress-fill"
            style={{ width: `${Math.min(100, (count / MIN_INTERESTS) * 100)}%` }}
          />
        </div>
        <span aria-live="polite">{progress}</span>
      </div>

      <ul className="interest-grid">
        {categories.map((category) => {
          const Icon = interestIcon(category.icon);
          const isSelected = selected.has(category.id);
          return (
            <li key={category.id}>
              <button
                type="button"
                className="interest-tile"
                aria-pressed={isSelected}
                onClick={() => toggle(category.id)}
              >
                <Icon size={28} aria-hidden="true" />
                <span className="interest-name">{category.name}</span>
                {isSelected && <Check className="interest-check" size={16} aria-hidden="true" />}
              </button>
            </li>
          );
        })}
      </ul>

      {error && <Alert tone="error">{error}</Alert>}
      <div className="interests-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={count < MIN_INTERESTS || saving}
          onClick={() => void save()}
        >
          {saving ? 'Saving...' : 'Continue'}
        </button>
      </div>
    </>
  );
}
