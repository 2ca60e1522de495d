import type { BankItem } from '@brandwright/contracts';
import { useDndMonitor, useDroppable } from '@dnd-kit/core';
import { Accordion, Group, Text } from '@mantine/core';

import { dropAreas, isDragItem } from '../../../lib/tool-dnd.ts';
import { sameName, useToolWorkspace } from '../../../lib/tool-workspace.tsx';
import type { BankKind } from '../api/add-bank-item.ts';
import { useRemoveBankItem } from '../api/remove-bank-item.ts';
import { BankPill } from './bank-pill.tsx';

const titles: Record<BankKind, string> = { word: 'Word Bank', brand: 'Brand Bank' };

/** Lets the Brand Bank take names dropped from the results (or the Word Bank). */
function useBrandBankDrops(enabled: boolean) {
  const { addBrand } = useToolWorkspace();
  useDndMonitor({
    onDragEnd: ({ active, over }) => {
      const item = active.data.current;
      if (!enabled || over?.id !== dropAreas.brandBank || !isDragItem(item) || item.source === 'brand')
        return;
      void addBrand(item.name);
    },
  });
}

/** One collapsible bank: 'Word Bank (count)' with green pills or 'Brand Bank (count)' with blue ones. */
export function BankSection({ kind, items }: { kind: BankKind; items: readonly BankItem[] }) {
  const { projectId, toolInput } = useToolWorkspace();
  const remove = useRemoveBankItem();
  const isBrandBank = kind === 'brand';
  const { setNodeRef, isOver } = useDroppable({
    id: isBrandBank ? dropAreas.brandBank : 'drop:word-bank',
    disabled: !isBrandBank || projectId === null,
  });
  useBrandBankDrops(isBrandBank && projectId !== null);
  const title = `${titles[kind]} (${items.length})`;

  return (
    <Accordion.Item
      value={kind}
      ref={isBrandBank ? setNodeRef : undefined}
      className="bw-bank"
      data-drop-over={isOver || undefined}
    >
      <Accordion.Control>{title}</Accordion.Control>
      <Accordion.Panel>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {isBrandBank
              ? 'Save a name from the results here, or drag one in.'
              : 'Words you search for are kept here.'}
          </Text>
        ) : (
          <Group gap={6} component="ul" aria-label={titles[kind]} className="bw-pill-list">
            {items.map((item) => (
              <li key={item.id}>
                <BankPill
                  id={item.id}
                  name={item.name}
                  kind={kind}
                  isActive={toolInput?.values.some((value) => sameName(value, item.name)) ?? false}
                  canAdd={toolInput !== null}
                  onAdd={() => toolInput?.add({ value: item.name, colour: isBrandBank ? 'blue' : 'green' })}
                  onRemove={() => {
                    if (projectId) remove.mutate({ projectId, kind, itemId: item.id });
                  }}
                />
              </li>
            ))}
          </Group>
        )}
      </Accordion.Panel>
    </Accordion.Item>
  );
}
