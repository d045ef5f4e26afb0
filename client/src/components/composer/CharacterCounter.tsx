interface CharacterCounterProps {
  id?: string;
  count: number;
  limit: number;
}

/** "N/limit", red above the limit, amber in the last 20 characters. */
export function CharacterCounter({ id, count, limit }: CharacterCounterProps) {
  const over = count > limit;
  const tone = over ? 'is-over' : limit - count <= 20 ? 'is-near' : '';
  return (
    <span id={id} className={`char-counter ${tone}`}>
      <span aria-hidden="true">
        {count}/{limit}
      </span>
      <span className="visually-hidden">
        {count} of {limit} characters{over ? ', over the limit' : ''}
      </span>
    </span>
  );
}
