import type { CooldownStatusData } from '@flock/shared';

export function presentCooldown(secondsLeft: number): CooldownStatusData {
  return { cooldownActive: secondsLeft > 0, cooldownSecondsLeft: Math.max(0, secondsLeft) };
}
