// eSpeak NG loaded when narration first needs it, not when the program starts: its library
// brings 34 others (PulseAudio, ALSA, X11, libsndfile, FLAC ...) that a text or braille run and
// the service's server never use, and without it the program would not start at all.
#include "CEspeak.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

#define CESPEAK_FUNCTIONS(X) \
    X(espeak_Initialize) X(espeak_ListVoices) X(espeak_SetParameter) X(espeak_SetSynthCallback) \
    X(espeak_SetVoiceByName) X(espeak_SetVoiceByProperties) X(espeak_Synth)

static struct {
#define CESPEAK_FIELD(name) __typeof__(&name) name;
    CESPEAK_FUNCTIONS(CESPEAK_FIELD)
#undef CESPEAK_FIELD
} library;
static char failure[512];
static pthread_once_t loaded = PTHREAD_ONCE_INIT;

static void load(void) {
    void *handle = dlopen("libespeak-ng.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        snprintf(failure, sizeof failure, "%s", dlerror());
        return;
    }
#define CESPEAK_RESOLVE(name) \
    library.name = (__typeof__(&name))dlsym(handle, #name); \
    if (!library.name) { snprintf(failure, sizeof failure, "libespeak-ng.so.1 has no %s", #name); return; }
    CESPEAK_FUNCTIONS(CESPEAK_RESOLVE)
#undef CESPEAK_RESOLVE
}

const char *cespeak_load_error(void) {
    pthread_once(&loaded, load);
    return failure[0] ? failure : NULL;
}

// Hidden: the program's own calls reach these; the library's calls among its own functions
// never do.
#define CESPEAK_HIDDEN __attribute__((visibility("hidden")))

CESPEAK_HIDDEN int espeak_Initialize(espeak_AUDIO_OUTPUT output, int buflength, const char *path, int options) {
    return cespeak_load_error() ? EE_INTERNAL_ERROR : library.espeak_Initialize(output, buflength, path, options);
}

CESPEAK_HIDDEN const espeak_VOICE **espeak_ListVoices(espeak_VOICE *voice_spec) {
    return cespeak_load_error() ? NULL : library.espeak_ListVoices(voice_spec);
}

CESPEAK_HIDDEN espeak_ERROR espeak_SetParameter(espeak_PARAMETER parameter, int value, int relative) {
    return cespeak_load_error() ? EE_INTERNAL_ERROR : library.espeak_SetParameter(parameter, value, relative);
}

CESPEAK_HIDDEN void espeak_SetSynthCallback(t_espeak_callback *SynthCallback) {
    if (!cespeak_load_error()) library.espeak_SetSynthCallback(SynthCallback);
}

CESPEAK_HIDDEN espeak_ERROR espeak_SetVoiceByName(const char *name) {
    return cespeak_load_error() ? EE_INTERNAL_ERROR : library.espeak_SetVoiceByName(name);
}

CESPEAK_HIDDEN espeak_ERROR espeak_SetVoiceByProperties(espeak_VOICE *voice_spec) {
    return cespeak_load_error() ? EE_INTERNAL_ERROR : library.espeak_SetVoiceByProperties(voice_spec);
}

CESPEAK_HIDDEN espeak_ERROR espeak_Synth(const void *text, size_t size, unsigned int position, espeak_POSITION_TYPE position_type,
                                         unsigned int end_position, unsigned int flags, unsigned int *unique_identifier,
                                         void *user_data) {
    return cespeak_load_error() ? EE_INTERNAL_ERROR
        : library.espeak_Synth(text, size, position, position_type, end_position, flags, unique_identifier, user_data);
}
