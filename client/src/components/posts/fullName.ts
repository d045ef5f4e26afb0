/** "First Last", or the username when both names are empty. */
export const fullNameOf = (person: { firstName: string; lastName: string; username: string }) =>
  `${person.firstName} ${person.lastName}`.trim() || person.username;
