import type { ErrorCode } from '@shared/errors';

/**
 * The server writes its messages in French (`@shared/messages.fr`); in English and Spanish the
 * back-office shows these instead, by error code. A code missing here shows the server's French
 * text, so a code added on the server needs no change before it is translated.
 */
export const ERROR_TEXTS: Record<'en' | 'es', Partial<Record<ErrorCode, string>>> = {
  en: {
    BAD_USER_INPUT: 'Some fields are invalid. Please correct them.',
    BAD_REQUEST: 'Invalid request.',
    UNAUTHENTICATED: 'Missing token',
    FORBIDDEN: 'Access denied',
    NOT_FOUND: 'Not found.',
    RATE_LIMITED: 'Too many requests. Please try again later.',
    SERVICE_UNAVAILABLE: 'Service temporarily unavailable. Please try again in a moment.',
    INTERNAL: 'Server error',
    INVALID_CREDENTIALS: 'Invalid credentials',
    INVALID_CURRENT_PASSWORD: 'Current password is incorrect.',
    WEAK_PASSWORD: 'Password too weak.',
    REAUTHENTICATION_REQUIRED: 'Enter your current password, or sign in again, to change your password.',
    SESSION_REQUIRED: 'This action needs a staff session, not an integration token.',
    EMAIL_TAKEN: 'An account already exists with this email address.',
    CANNOT_CHANGE_OWN_ROLE: 'You cannot change your own role.',
    ROLE_NOT_ALLOWED: 'Only a superadmin can manage administrator accounts.',
    LAST_SUPERADMIN: 'The last superadmin can be neither deleted, demoted nor disabled.',
    INVALID_TRANSITION: 'This request is no longer at this step; reload it.',
    PERIOD_LOCKED: 'This pay period is approved and locked: no punch or change is possible. An administrator can reopen it.',
  },
  es: {
    BAD_USER_INPUT: 'Algunos campos no son válidos. Corríjalos.',
    BAD_REQUEST: 'Solicitud no válida.',
    UNAUTHENTICATED: 'Falta el token',
    FORBIDDEN: 'Acceso denegado',
    NOT_FOUND: 'Recurso no encontrado.',
    RATE_LIMITED: 'Demasiadas solicitudes. Inténtelo más tarde.',
    SERVICE_UNAVAILABLE: 'Servicio no disponible por el momento. Inténtelo de nuevo en unos instantes.',
    INTERNAL: 'Error del servidor',
    INVALID_CREDENTIALS: 'Credenciales no válidas',
    INVALID_CURRENT_PASSWORD: 'La contraseña actual es incorrecta.',
    WEAK_PASSWORD: 'Contraseña demasiado débil.',
    REAUTHENTICATION_REQUIRED: 'Indique su contraseña actual, o vuelva a iniciar sesión, para cambiar la contraseña.',
    SESSION_REQUIRED: 'Esta acción requiere una sesión de personal, no un token de integración.',
    EMAIL_TAKEN: 'Ya existe una cuenta con este correo electrónico.',
    CANNOT_CHANGE_OWN_ROLE: 'No puede cambiar su propio rol.',
    ROLE_NOT_ALLOWED: 'Solo un superadministrador puede gestionar las cuentas de administrador.',
    LAST_SUPERADMIN: 'El último superadministrador no puede eliminarse, degradarse ni desactivarse.',
    INVALID_TRANSITION: 'Esta solicitud ya no está en este paso; recárguela.',
    PERIOD_LOCKED: 'Este período de pago está aprobado y bloqueado: no se permite ningún fichaje ni cambio. Un administrador puede reabrirlo.',
  },
};
