import { useState, type FormEvent } from 'react';

// The controlled form the interaction-island tests (client/src/lib/InteractionIsland*.test.tsx) hydrate.

/** A small controlled form, as Formik's fields are: its state is what it sends. */
export interface Sent {
  name: string;
  urgent: boolean;
  floor: string;
}

export function NameForm({ onSend }: { onSend: (sent: Sent) => void }) {
  const [name, setName] = useState('');
  const [urgent, setUrgent] = useState(false);
  const [floor, setFloor] = useState('0');
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSend({ name, urgent, floor });
  };
  return (
    <form className="island-form" onSubmit={send}>
      <label>
        Nom
        <input name="name" value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <label>
        <input type="checkbox" name="urgent" checked={urgent} onChange={(event) => setUrgent(event.target.checked)} />
        Urgent
      </label>
      <label>
        Étage
        <select name="floor" value={floor} onChange={(event) => setFloor(event.target.value)}>
          <option value="0">Rez-de-chaussée</option>
          <option value="1">1er</option>
          <option value="2">2e</option>
        </select>
      </label>
      <p>État : {name || 'vide'}</p>
      <button type="submit">Envoyer</button>
    </form>
  );
}
