/** Steps the system pages' tests take through Radix widgets, as a user with a keyboard or mouse would. */
import { fireEvent, screen, waitFor } from '@testing-library/react';

/** Opens a select (Radix) and chooses the option with this name. */
export async function chooseOption(trigger: HTMLElement, option: string): Promise<void> {
  fireEvent.keyDown(trigger, { key: 'Enter' });
  fireEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => {
    if (screen.queryByRole('listbox') !== null) throw new Error('the select is still open');
  });
}

/** Chooses an organisation by its name in an organisation picker (opened unless a choice left it open). */
export async function pickOrg(trigger: HTMLElement, name: string): Promise<void> {
  if (trigger.getAttribute('aria-expanded') !== 'true') fireEvent.click(trigger);
  fireEvent.change(await screen.findByRole('combobox', { name: '搜索选项' }), { target: { value: name } });
  fireEvent.click(await screen.findByRole('treeitem', { name }));
}
