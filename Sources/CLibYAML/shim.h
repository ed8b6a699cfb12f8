#ifndef TYPINGRULES_CLIBYAML_SHIM_H
#define TYPINGRULES_CLIBYAML_SHIM_H
#include <yaml.h>
#endif
