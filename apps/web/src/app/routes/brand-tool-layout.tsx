import { DndContext, DragOverlay, type DragStartEvent } from '@dnd-kit/core';
import { Badge, Box } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Outlet } from 'react-router';

import { BrandCentrePanel } from '../../features/brand-centre/components/brand-centre-panel.tsx';
import { useProjectWorkspace } from '../../features/brand-centre/hooks/use-project-workspace.ts';
import {
  dragAnnouncements,
  dragInstructions,
  dropCollision,
  isDragItem,
  useToolDndSensors,
  type DragItem,
} from '../../lib/tool-dnd.ts';
import { ToolWorkspaceContext, type ToolInput, type ToolWorkspace } from '../../lib/tool-workspace.tsx';

/**
 * /brand-creator and /brand-checker: the tool beside My Brand Centre, sharing the current project, its
 * banks and one drag-and-drop context (spec 001 section 2). Each side handles its own drops.
 */
export function BrandToolLayout() {
  const projectWorkspace = useProjectWorkspace();
  const [toolInput, setToolInput] = useState<ToolInput | null>(null);
  const workspace = useMemo<ToolWorkspace>(
    () => ({ ...projectWorkspace, toolInput, setToolInput }),
    [projectWorkspace, toolInput],
  );
  const sensors = useToolDndSensors();
  const [dragging, setDragging] = useState<DragItem | null>(null);
  const onDragStart = ({ active }: DragStartEvent) => {
    const item = active.data.current;
    setDragging(isDragItem(item) ? item : null);
  };

  return (
    <ToolWorkspaceContext.Provider value={workspace}>
      <DndContext
        sensors={sensors}
        collisionDetection={dropCollision}
        accessibility={{ announcements: dragAnnouncements, screenReaderInstructions: dragInstructions }}
        onDragStart={onDragStart}
        onDragEnd={() => setDragging(null)}
        onDragCancel={() => setDragging(null)}
      >
        <Box className="bw-tool-workspace">
          <Box className="bw-tool-main">
            <Outlet />
          </Box>
          <BrandCentrePanel />
        </Box>
        <DragOverlay dropAnimation={null}>
          {dragging ? (
            <Badge
              size="lg"
              color={dragging.colour === 'blue' ? 'blue.9' : 'green.9'}
              tt="none"
              className="bw-drag-overlay"
            >
              {dragging.name}
            </Badge>
          ) : null}
        </DragOverlay>
      </DndContext>
    </ToolWorkspaceContext.Provider>
  );
}
