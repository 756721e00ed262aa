// SDL takes SIGINT and SIGTERM for an SDL_QUIT event when it finds their default handlers
// there, and nobody here reads SDL's events: the editor and scrollwork-player ignored a
// plain kill once the sound started. The audio engine tells SDL to leave them alone. A plain
// program (no Qt Test, whose own handlers would hide it), exit code 0 when SIGTERM kept its
// default.
#include <csignal>
#include <cstdio>
#include <cstdlib>

#include "audio/audio_engine.h"

int main() {
  setenv("SDL_AUDIODRIVER", "dummy", 1);
  sw::audio::AudioEngine engine;
  if (!engine.open()) {
    std::fprintf(stderr, "sigterm_test: the dummy audio device did not open\n");
    return 1;
  }
  struct sigaction term {};
  sigaction(SIGTERM, nullptr, &term);
  if (term.sa_handler != SIG_DFL) {
    std::fprintf(stderr, "sigterm_test: SDL took SIGTERM; a kill would be ignored\n");
    return 1;
  }
  std::printf("sigterm_test: SIGTERM keeps its default\n");
  return 0;
}
