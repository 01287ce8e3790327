// A form response as the add-on reads it: its answers by question title (the title each item had when the form
// was made, else its own), its id, its time and the address the form verified.
type FormResponse = GoogleAppsScript.Forms.FormResponse;

interface ResponseAnswers {
  readonly id: string;
  readonly at: number;
  readonly email: string;
  readonly answers: Readonly<Record<string, string>>;
}

export function responseAnswers(r: FormResponse, titles: ReadonlyMap<number, string>): ResponseAnswers {
  const answers: Record<string, string> = {};
  for (const ir of r.getItemResponses())
    answers[titles.get(ir.getItem().getId()) ?? ir.getItem().getTitle()] = String(ir.getResponse());
  return { id: r.getId(), at: r.getTimestamp().getTime(), email: r.getRespondentEmail(), answers };
}
