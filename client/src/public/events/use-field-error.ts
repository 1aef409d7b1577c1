/**
 * The wizard shows a field's error once the field was touched (left, or checked by Continuer or the
 * submission); server field errors arrive with their field marked touched. That is the field
 * family's default rule (client/src/ui/FormikFields.tsx).
 */
export { useFieldError } from '../../ui/FormikFields';
