/** Sends a text message; `getSms()` (get-sms.ts) picks the provider. */
export interface SmsSender {
  send(message: { to: string; body: string }): Promise<{ id: string }>
}
