import argon2 from 'argon2';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

/** argon2id with a configurable memory cost (OWASP's minimum, 19 MiB, by default). */
export function createPasswordHasher(memoryCostKib: number): PasswordHasher {
  return {
    hash: (password) =>
      argon2.hash(password, { type: argon2.argon2id, memoryCost: memoryCostKib, timeCost: 2 }),
    verify: async (hash, password) => {
      try {
        return await argon2.verify(hash, password);
      } catch {
        return false;
      }
    },
  };
}
