#include "ScheduleModel.h"

#include <cmath>

#include <QBrush>
#include <QFont>
#include <QLocale>
#include <QPalette>

#include "document/ChangeValue.h"
#include "document/Fields.h"
#include "document/ProjectDocument.h"
#include "document/ProjectResults.h"
#include "i18n/DisplayText.h"
#include "i18n/MoneyFormat.h"
#include "model/Limits.h"
#include "models/WorkloadListModel.h"

using namespace suanpan;

namespace {

const PortfolioWorkload *planned(const ProjectDocument *document, const std::string &id)
{
    const auto &year = document->results()->portfolio();
    if (!year.ok())
        return nullptr;
    for (const PortfolioWorkload &w : year.value().workloads)
        if (w.workloadId == id)
            return &w;
    return nullptr;
}

} // namespace

ScheduleModel::ScheduleModel(ProjectDocument *document, QObject *parent)
    : QAbstractTableModel(parent), m_document(document)
{
    auto resetAll = [this] {
        beginResetModel();
        endResetModel();
    };
    connect(document, &ProjectDocument::reset, this, resetAll);
    connect(document, &ProjectDocument::workloadInserted, this, resetAll);
    connect(document, &ProjectDocument::workloadRemoved, this, resetAll);
    // Sized durations and default card counts follow every evaluation.
    auto refresh = [this] {
        if (rowCount() > 0)
            emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    };
    connect(document->results(), &ProjectResults::evaluated, this, refresh);
    connect(document->results(), &ProjectResults::portfolioOptionChanged, this, refresh);
}

int ScheduleModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_document->project().workloads.size());
}

int ScheduleModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

bool ScheduleModel::applies(int row, int column) const
{
    const bool serving = !isTraining(m_document->project().workloads.at(size_t(row)).scenario);
    if (column == Every)
        return !serving;
    if (column == PeakHours || column == OffPeak)
        return serving;
    return true;
}

double ScheduleModel::minimum(int column)
{
    switch (column) {
    case Start:
        return 1.0; // shown from 1: the plan's first month
    case PeakHours:
        return 1.0;
    default:
        return 0.0;
    }
}

double ScheduleModel::maximum(int column)
{
    switch (column) {
    case Start:
        return kMaxScheduleMonths + 1;
    case Every:
        return kMaxScheduleMonths;
    case Duration:
        return FieldLimits::kMaxDays;
    case Cards:
        return FieldLimits::kMaxCards;
    case PeakHours:
        return 24.0;
    case OffPeak:
        return 100.0;
    default:
        return 0.0;
    }
}

int ScheduleModel::decimals(int column)
{
    return column == Duration || column == PeakHours ? 1 : 0;
}

QVariant ScheduleModel::display(int row, int column) const
{
    const suanpan::Workload &w = m_document->project().workloads.at(size_t(row));
    const Schedule &s = w.schedule;
    const QLocale locale;
    if (!applies(row, column))
        return MoneyFormat::missing();
    switch (column) {
    case Workload:
        return WorkloadListModel::displayName(w);
    case Start:
        return locale.toString(s.startMonth + 1);
    case Every:
        return s.everyMonths > 0 ? locale.toString(s.everyMonths) : tr("once");
    case Duration:
        if (s.durationDays > 0.0)
            return locale.toString(s.durationDays, 'f', s.durationDays < 10.0 ? 1 : 0);
        if (!isTraining(w.scenario))
            return tr("to the end");
        if (const PortfolioWorkload *p = planned(m_document, w.id)) {
            if (!p->fits)
                return tr("does not fit");
            const QString days = locale.toString(p->wallHours / 24.0, 'f', 1);
            if (!p->meetsDeadline)
                //: Year plan: a run's days, and that it misses its deadline; %1 days, %2 the
                //: deadline in days
                return tr("%1 (sized; misses the %2-day deadline)")
                    .arg(days, locale.toString(p->deadlineDays, 'f', 0));
            return tr("%1 (sized)").arg(days);
        }
        return tr("sized");
    case Cards:
        if (const PortfolioWorkload *p = planned(m_document, w.id); p && p->raisedForDeadline)
            //: Year plan: more cards than the schedule names, to meet the deadline; %1 cards
            return tr("%1 (for the deadline)").arg(locale.toString(p->cards));
        if (s.cards > 0)
            return locale.toString(s.cards);
        if (const PortfolioWorkload *p = planned(m_document, w.id))
            return tr("%1 (the option's)").arg(locale.toString(p->cards));
        return tr("the option's");
    case PeakHours:
        return locale.toString(s.peakHoursPerDay, 'f', 0);
    case OffPeak:
        return MoneyFormat::percent(s.offPeakShare);
    default:
        return {};
    }
}

QVariant ScheduleModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const int row = index.row(), column = index.column();
    const Schedule &s = m_document->project().workloads.at(size_t(row)).schedule;
    switch (role) {
    case Qt::DisplayRole:
        return display(row, column);
    case Qt::EditRole:
        switch (column) {
        case Start:
            return s.startMonth + 1;
        case Every:
            return s.everyMonths;
        case Duration:
            return s.durationDays;
        case Cards:
            return s.cards;
        case PeakHours:
            return s.peakHoursPerDay;
        case OffPeak:
            return std::round(s.offPeakShare * 100.0);
        default:
            return display(row, column);
        }
    case Qt::ForegroundRole:
        // A default stands for a figure the plan supplies: shown, greyed.
        if ((column == Duration && s.durationDays == 0.0) || (column == Cards && s.cards == 0) ||
            !applies(row, column))
            return QPalette().brush(QPalette::Disabled, QPalette::Text);
        return {};
    case Qt::TextAlignmentRole:
        return column == Workload ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                  : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        switch (column) {
        case Start:
            return tr("The month the workload starts; 1 is the plan's first month.");
        case Every:
            return tr("A new training run every this many months; 0 runs it once.");
        case Duration:
            return tr("Days one run takes (training) or the service runs (serving); 0 takes the "
                      "sizing engine's time on the owned card, or serves to the end of the "
                      "plan. A run that misses its deadline on any number of cards says so.");
        case Cards:
            return tr("Cards the workload runs on; 0 takes the owned option's count. A run "
                      "that would miss its deadline on them runs on more (the ones the owned "
                      "cards cannot hold are rented).");
        case PeakHours:
            return tr("Hours a day the service runs at peak load, from 09:00.");
        case OffPeak:
            return tr("Cards busy off peak, as a share of the peak cards.");
        default:
            return {};
        }
    default:
        return {};
    }
}

bool ScheduleModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !index.isValid() || !applies(index.row(), index.column()))
        return false;
    bool ok = false;
    const double v = value.toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < minimum(index.column()) || v > maximum(index.column()))
        return false;
    const int row = index.row();
    using namespace WorkloadFields;
    switch (index.column()) {
    case Start:
        changeValue(m_document, row, ScheduleStart, int(std::lround(v)) - 1);
        return true;
    case Every:
        changeValue(m_document, row, ScheduleEvery, int(std::lround(v)));
        return true;
    case Duration:
        changeValue(m_document, row, ScheduleDuration, v);
        return true;
    case Cards:
        changeValue(m_document, row, ScheduleCards, int(std::lround(v)));
        return true;
    case PeakHours:
        changeValue(m_document, row, SchedulePeakHours, v);
        return true;
    case OffPeak:
        changeValue(m_document, row, ScheduleOffPeak, v / 100.0);
        return true;
    default:
        return false;
    }
}

Qt::ItemFlags ScheduleModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() != Workload && applies(index.row(), index.column()))
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant ScheduleModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Workload:
        return tr("Workload");
    case Start:
        //: Column: the month a workload starts (1 = first month of the plan)
        return tr("Start month");
    case Every:
        //: Column: months between two training runs
        return tr("Every (months)");
    case Duration:
        return tr("Duration (days)");
    case Cards:
        return tr("Cards");
    case PeakHours:
        //: Column: hours a day a service runs at peak load
        return tr("Peak hours a day");
    case OffPeak:
        //: Column: off-peak load as a share of the peak
        return tr("Off-peak load");
    default:
        return {};
    }
}

void ScheduleModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}
