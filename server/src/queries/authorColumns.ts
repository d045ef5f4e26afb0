import type { AuthorFields } from '../presenters/presentAuthor.js';

/** The author columns presentAuthor reads, from `users` joined as `alias`, each named `<prefix>Id`, ... */
export function authorColumnsSql(alias: string, prefix: string): string {
  return `${alias}.id AS ${prefix}Id, ${alias}.username AS ${prefix}Username, ${alias}.email AS ${prefix}Email,
    ${alias}.first_name AS ${prefix}FirstName, ${alias}.last_name AS ${prefix}LastName,
    ${alias}.profile_picture AS ${prefix}Picture, ${alias}.subscription_type AS ${prefix}Subscription`;
}

/** The member authorColumnsSql read into a row, or null when the join found none. */
export function authorFromRow(row: object, prefix: string): AuthorFields | null {
  const values = row as Record<string, unknown>;
  const id = values[`${prefix}Id`];
  if (typeof id !== 'string') return null;
  return {
    id,
    username: values[`${prefix}Username`] as string,
    email: values[`${prefix}Email`] as string,
    firstName: values[`${prefix}FirstName`] as string,
    lastName: values[`${prefix}LastName`] as string,
    profilePicture: (values[`${prefix}Picture`] as string | null) ?? null,
    subscriptionType: values[`${prefix}Subscription`] as AuthorFields['subscriptionType'],
  };
}
