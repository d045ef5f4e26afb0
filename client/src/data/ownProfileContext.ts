import { createContext, useContext, useMemo } from 'react';
import type { SelfUserDto } from '@flock/shared';

/**
 * The signed-in member's own record as the layout shows it (`useOwnProfile`: the device's copy, with
 * edits not yet sent), for every place that shows someone's name or picture.
 */
export const OwnProfileContext = createContext<SelfUserDto | null>(null);

interface Person {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  profilePicture?: string | null;
  fullName?: string;
  bio?: string | null;
}

/**
 * `person` as shown: when it is the member, their current names and picture win over the copy kept
 * with a post, a comment or a list, so an edit shows everywhere at once (offline too).
 */
export function useShownPerson<P extends Person>(person: P): P;
export function useShownPerson<P extends Person>(person: P | null | undefined): P | null | undefined;
export function useShownPerson<P extends Person>(person: P | null | undefined): P | null | undefined {
  const own = useContext(OwnProfileContext);
  return useMemo(
    () => (person && own && person.id === own.id ? withOwnFields(person, own) : person),
    [person, own],
  );
}

function withOwnFields<P extends Person>(person: P, own: SelfUserDto): P {
  const shown: P = {
    ...person,
    username: own.username,
    firstName: own.firstName,
    lastName: own.lastName,
  };
  if ('profilePicture' in person) shown.profilePicture = own.profilePicture;
  if ('fullName' in person) shown.fullName = own.fullName;
  if ('bio' in person) shown.bio = own.bio;
  return shown;
}
