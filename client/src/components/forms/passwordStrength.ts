import { PASSWORD_STRONG_LENGTH } from '@flock/shared';

export type StrengthBand = 'red' | 'orange' | 'yellow' | 'green';

export interface PasswordStrength {
  /** 0 to 100 in steps of 25. */
  score: number;
  band: StrengthBand;
  label: string;
}

/** Spec 000 section 5: 25 points each for 8+ characters, a lowercase letter, an uppercase letter and a digit. */
export function passwordStrength(password: string): PasswordStrength {
  const checks = [
    password.length >= PASSWORD_STRONG_LENGTH,
    /[a-z]/.test(password),
    /[A-Z]/.test(password),
    /\d/.test(password),
  ];
  const score = checks.filter(Boolean).length * 25;
  if (score <= 25) return { score, band: 'red', label: 'Weak' };
  if (score === 50) return { score, band: 'orange', label: 'Fair' };
  if (score === 75) return { score, band: 'yellow', label: 'Good' };
  return { score, band: 'green', label: 'Strong password!' };
}
