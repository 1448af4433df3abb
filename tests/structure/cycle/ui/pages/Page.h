#pragma once

#include "widgets/Prompt.h"
