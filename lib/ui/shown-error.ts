// When a field's message shows. A row just added is blank, not wrong: react-hook-form checks the whole
// list when a row is added (mode onTouched), so the new row's blank fields would be flagged at once.

/** The message to show for a field: once she has left it, or has tried to save; none before. */
export const shownError = (message: string | undefined, { touched, submitted }: { touched?: boolean; submitted: boolean }) =>
  touched || submitted ? message : undefined
