/** Back-office texts of the abuse protections (issue #19): the "non vérifiée" badge and its actions. */
export const abuseFr = {
  unverified: 'Non vérifiée',
  unverifiedHint: 'Envoyée sans la vérification du formulaire du site (ancienne intégration ou robot possible) : aucun courriel n’a été envoyé à l’adresse indiquée.',
  confirm: 'Confirmer',
  confirmOf: 'Confirmer la demande de {{name}}',
  remove: 'Supprimer',
  removeOf: 'Supprimer la demande non vérifiée de {{name}}',
  removeAsk: 'Supprimer définitivement cette demande non vérifiée ?',
  failed: 'L’action n’a pas pu être faite. Réessayez.',
};

export const abuseEn: typeof abuseFr = {
  unverified: 'Unverified',
  unverifiedHint: 'Sent without the site form’s check (old integration or possible robot): no e-mail was sent to the address given.',
  confirm: 'Confirm',
  confirmOf: 'Confirm the request of {{name}}',
  remove: 'Delete',
  removeOf: 'Delete the unverified request of {{name}}',
  removeAsk: 'Delete this unverified request for good?',
  failed: 'The action could not be done. Try again.',
};

export const abuseEs: typeof abuseFr = {
  unverified: 'No verificada',
  unverifiedHint: 'Enviada sin la verificación del formulario del sitio (integración antigua o posible robot): no se envió ningún correo a la dirección indicada.',
  confirm: 'Confirmar',
  confirmOf: 'Confirmar la solicitud de {{name}}',
  remove: 'Eliminar',
  removeOf: 'Eliminar la solicitud no verificada de {{name}}',
  removeAsk: '¿Eliminar definitivamente esta solicitud no verificada?',
  failed: 'No se pudo realizar la acción. Inténtelo de nuevo.',
};
