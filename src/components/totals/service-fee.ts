/** The service fee's explanation: its title, the info button's name, the text. */
export type ServiceFeeTipProps = { title: string; label: string; text: string }

export const tipButtonClass = '-my-2 grid size-9 place-items-center rounded-full hover:bg-muted'
