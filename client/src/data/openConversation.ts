/**
 * Which conversation the Messages pane shows right now, if any: its messages are refreshed when the
 * live connection opens again (what arrived meanwhile), and arriving messages there count as read.
 */
let open: string | null = null;

export function setOpenConversation(id: string | null): void {
  open = id;
}

export const openConversation = (): string | null => open;
