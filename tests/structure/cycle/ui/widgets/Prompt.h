#pragma once

#include "pages/Page.h"
