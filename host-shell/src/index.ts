// The async boundary: shared modules (React, antd, …) are negotiated with the federation runtime before any of them runs.
// The registry is requested first, beside the shell's code rather than after it (app/earlyRequests.ts).
void import('./app/earlyRequests');
void import('./bootstrap');
