import { type TooltipProps } from '@mantine/core';
import { cloneElement, type PointerEvent, type ReactElement, type Ref, useRef, useState } from 'react';
import { onDemand, useOnDemand } from './on-demand';

const tooltipCode = onDemand(() => import('./tooltip-loaded'));

interface TargetProps {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent) => void;
  onPointerLeave?: () => void;
}

/**
 * Mantine's Tooltip, whose code (with floating-ui) loads when the element is first pointed at with a
 * mouse (Mantine's tooltips open on hover only). The element itself is never replaced: the tooltip
 * is placed next to it (`target`), opened while the pointer is over it, so a press that follows the
 * hover is not lost. For elements whose name does not depend on the tooltip (aria-label): it only
 * shows it to those who see.
 */
export function TooltipOnDemand({
  children,
  ...props
}: Omit<TooltipProps, 'children' | 'target' | 'opened' | 'defaultOpened'> & { children: ReactElement<TargetProps> }) {
  const [loaded, request] = useOnDemand(tooltipCode);
  const [hovered, setHovered] = useState(false);
  const target = useRef<HTMLElement>(null);
  return (
    <>
      {cloneElement(children, {
        ref: target,
        onPointerEnter: (event: PointerEvent) => {
          if (event.pointerType !== 'mouse') return;
          setHovered(true);
          request();
        },
        onPointerLeave: () => setHovered(false),
      })}
      {loaded ? <loaded.Tooltip {...props} target={target} opened={hovered} /> : null}
    </>
  );
}
