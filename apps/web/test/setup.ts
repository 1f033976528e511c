import { configure } from '@testing-library/react';

// The suite shares two cores with the API and package tests: give the DOM queries room to wait.
configure({ asyncUtilTimeout: 5_000 });
