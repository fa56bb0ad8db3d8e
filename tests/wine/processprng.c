/* Wine 8 lacks bcryptprimitives.dll's ProcessPrng, which Rust's std calls on
 * Windows 10 and later. scripts/dist_test.sh builds this stand-in with mingw
 * into its throw-away Wine prefix only. Real Windows has the DLL: never ship
 * this. */
#include <windows.h>
#include <ntsecapi.h>
BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len) { return RtlGenRandom(data, (ULONG)len); }
