import { configure } from '@testing-library/react';

// A component's answer (a toast, a field's error) waited for up to 3 s rather than 1: on CI's two
// busy cores a form's toast once came after the default second, and the test failed though the
// form was right. A missing answer still fails, 2 s later.
configure({ asyncUtilTimeout: 3000 });
