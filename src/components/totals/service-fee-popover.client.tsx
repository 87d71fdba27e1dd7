'use client'

import { Popover } from '@base-ui/react/popover'

import { InfoIcon } from '@/components/ui/icons'

import { type ServiceFeeTipProps, tipButtonClass } from './service-fee'

/** The explanation itself (Base UI Popover), mounted open on the first press of the button. */
export default function ServiceFeePopover({ title, label, text }: ServiceFeeTipProps) {
  return (
    <Popover.Root defaultOpen>
      <Popover.Trigger aria-label={label} className={tipButtonClass}>
        <InfoIcon className="size-5" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Positioner side="top" sideOffset={6} collisionPadding={12} className="z-40">
          <Popover.Popup className="max-w-72 rounded-xl bg-ink px-4 py-3 text-sm text-surface shadow-lg outline-none transition-opacity duration-150 data-ending-style:opacity-0 data-starting-style:opacity-0">
            <Popover.Title className="font-semibold">{title}</Popover.Title>
            <Popover.Description className="mt-1">{text}</Popover.Description>
          </Popover.Popup>
        </Popover.Positioner>
      </Popover.Portal>
    </Popover.Root>
  )
}
