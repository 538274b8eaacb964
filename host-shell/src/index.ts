// The registry and the token refresh are requested first, while the shell's code is still arriving
// (app/earlyRequests.ts). That module uses no shared module, so it runs in this entry chunk at once rather than after a
// chunk of its own has loaded.
import './app/earlyRequests';

// The async boundary: shared modules (React, antd, …) are negotiated with the federation runtime before any of them runs.
void import('./bootstrap');
