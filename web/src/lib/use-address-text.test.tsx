import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test } from 'vitest';
import { SearchBox } from '@/components/ui/search-box';
import { useAddressText } from './use-address-text';

function Search({ inAddress }: { inAddress: string }) {
  const [text, setText] = useAddressText(inAddress);
  return (
    <>
      <SearchBox value={text} onChange={setText} label="Search events" />
      <output>{text}</output>
    </>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

/** The server's page, with what the visitor typed before the script ran, then React taking it over. */
async function hydrateWithTyped(typed: string) {
  const page = document.createElement('div');
  page.innerHTML = renderToString(<Search inAddress="" />);
  document.body.append(page);
  const box = page.querySelector('input');
  if (box) box.value = typed;
  await act(async () => {
    root = hydrateRoot(page, <Search inAddress="" />);
  });
  return page;
}

test('what was typed before the page came alive stays in the box and becomes the search', async () => {
  const page = await hydrateWithTyped('jazz');
  expect(page.querySelector('input')?.value).toBe('jazz');
  expect(page.querySelector('output')?.textContent).toBe('jazz');
});

test('the box follows the address when Back or a link changes it', async () => {
  const page = await hydrateWithTyped('');
  await act(async () => root?.render(<Search inAddress="rock" />));
  expect(page.querySelector('input')?.value).toBe('rock');
  expect(page.querySelector('output')?.textContent).toBe('rock');
});
