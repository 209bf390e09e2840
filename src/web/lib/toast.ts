// Import toasts from here, never from 'react-toastify': its main entry injects a <style> element
// that the CSP blocks; the unstyled entry with ReactToastify.css (imported in main.tsx) is CSP-safe.
export { toast, ToastContainer } from 'react-toastify/unstyled';
