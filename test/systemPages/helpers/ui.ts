/** Steps the system pages' tests take through selects and pickers, as a user with a keyboard or mouse would. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

/** Chooses the option with this name in a select (the browser's own), as picking it from the list does. */
export async function chooseOption(select: HTMLElement, option: string): Promise<void> {
  const item = within(select).getByRole('option', { name: option }) as HTMLOptionElement;
  fireEvent.change(select, { target: { value: item.value } });
  await waitFor(() => {
    if ((select as HTMLSelectElement).value !== item.value) throw new Error(`the select does not show ${option}`);
  });
}

/** Chooses an organisation by its name in an organisation picker (opened unless a choice left it open). */
export async function pickOrg(trigger: HTMLElement, name: string): Promise<void> {
  if (trigger.getAttribute('aria-expanded') !== 'true') fireEvent.click(trigger);
  fireEvent.change(await screen.findByRole('combobox', { name: '搜索选项' }), { target: { value: name } });
  fireEvent.click(await screen.findByRole('treeitem', { name }));
}
