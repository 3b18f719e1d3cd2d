/**
 * Questions and answers as native disclosure widgets: keyboard and screen-reader support come from the
 * browser, and a shared `name` makes opening one close the others (one open at a time) without script.
 */
export function FaqList({
  name,
  items,
  openFirst = false,
}: {
  name: string;
  items: ReadonlyArray<{ question: string; answer: string }>;
  /** Shows the first answer when the page opens. */
  openFirst?: boolean;
}) {
  return (
    <div className="card divide-y divide-slate-200">
      {items.map((item, i) => (
        <details key={item.question} name={name} open={openFirst && i === 0} className="faq-item">
          <summary>
            {item.question}
            <span aria-hidden>+</span>
          </summary>
          <p className="mt-3 text-slate-600">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
