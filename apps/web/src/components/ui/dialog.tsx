import { Slot } from 'radix-ui';
import { type ComponentProps, createContext, use, useEffect, useState } from 'react';
import { onDemand } from '#lib/on-demand.ts';
import type * as Radix from './dialog-radix.tsx';

/*
 * Radix Dialog (focus trap, Escape, focus return, scroll lock) loads when a dialog first opens,
 * not with the page: most pages show none at first. Until then a closed dialog draws nothing
 * but its trigger; once loaded, every dialog renders Radix's.
 */
const radixDialog = onDemand(() => import('./dialog-radix.tsx'));

type DialogProps = ComponentProps<typeof Radix.Dialog>;

/** Inside a dialog whose Radix part has not arrived: how a light trigger asks it to open (null once it has). */
const RequestOpenContext = createContext<(() => void) | null>(null);

/** The Radix parts, once they arrived and the surrounding dialog renders Radix's root. */
function useLoaded() {
  const requestOpen = use(RequestOpenContext);
  return requestOpen ? undefined : radixDialog.get();
}

export function Dialog(props: DialogProps) {
  const [loaded, setLoaded] = useState(radixDialog.get);
  const [isRequested, setRequested] = useState(false);
  const isOpen = props.open ?? (props.defaultOpen || isRequested);

  useEffect(() => {
    if (loaded || !isOpen) return;
    let isCurrent = true;
    radixDialog.load().then(
      (module) => isCurrent && setLoaded(module),
      () => {},
    );
    return () => {
      isCurrent = false;
    };
  }, [loaded, isOpen]);

  if (loaded) {
    return (
      <RequestOpenContext value={null}>
        <loaded.Dialog {...props} defaultOpen={props.defaultOpen || isRequested} />
      </RequestOpenContext>
    );
  }
  const requestOpen = () => {
    if (props.open === undefined) setRequested(true);
    props.onOpenChange?.(true);
  };
  return <RequestOpenContext value={requestOpen}>{props.children}</RequestOpenContext>;
}

export function DialogTrigger({ asChild, onClick, ...props }: ComponentProps<typeof Radix.DialogTrigger>) {
  const requestOpen = use(RequestOpenContext);
  const loaded = useLoaded();
  if (loaded) return <loaded.DialogTrigger asChild={asChild} onClick={onClick} {...props} />;
  const Button = asChild ? Slot.Root : 'button';
  return (
    <Button
      type={asChild ? undefined : 'button'}
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) requestOpen?.();
      }}
    />
  );
}

// The parts below only show inside an open dialog, so Radix has arrived by then.
export function DialogContent(props: Radix.DialogContentProps) {
  const loaded = useLoaded();
  return loaded ? <loaded.DialogContent {...props} /> : null;
}

export function DialogTitle(props: ComponentProps<typeof Radix.DialogTitle>) {
  const loaded = useLoaded();
  return loaded ? <loaded.DialogTitle {...props} /> : null;
}

export function DialogDescription(props: ComponentProps<typeof Radix.DialogDescription>) {
  const loaded = useLoaded();
  return loaded ? <loaded.DialogDescription {...props} /> : null;
}

export function DialogClose(props: ComponentProps<typeof Radix.DialogClose>) {
  const loaded = useLoaded();
  return loaded ? <loaded.DialogClose {...props} /> : null;
}
