export function malformedPathAnswer(url: string | undefined): { status: number; headers: Record<string, string>; body: string } | null
