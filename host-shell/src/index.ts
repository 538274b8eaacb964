// The async boundary: shared modules (React, antd, …) are negotiated with the federation runtime before any of them runs.
import('./bootstrap');
