<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>DisplayText</name>
    <message>
        <source>Pre-training</source>
        <translation>预训练</translation>
    </message>
    <message>
        <source>Full fine-tune</source>
        <translation>全量微调</translation>
    </message>
    <message>
        <source>LoRA fine-tune</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <source>QLoRA fine-tune</source>
        <translation>QLoRA 微调</translation>
    </message>
    <message>
        <source>Inference (serving)</source>
        <translation>推理（在线服务）</translation>
    </message>
    <message>
        <source>Rent</source>
        <comment>acquisition: rent compute from a provider</comment>
        <translation>租用</translation>
    </message>
    <message>
        <source>Host</source>
        <comment>acquisition: own servers hosted in a rented cabinet</comment>
        <translation>托管</translation>
    </message>
    <message>
        <source>Build</source>
        <comment>acquisition: buy and run the cards in-house</comment>
        <translation>自建</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>Card name and its memory, e.g. &quot;H100 SXM (80 GB)&quot;</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 (not in the catalog)</source>
        <extracomment>An option refers to a catalog id that does not exist; %1 is the id</extracomment>
        <translation>%1（目录中没有）</translation>
    </message>
    <message>
        <source>None (built in-house)</source>
        <extracomment>Contract of cards that are bought and run in-house</extracomment>
        <translation>无（自建）</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <extracomment>Memory size; %1 is a number</extracomment>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>No contract</source>
        <extracomment>An option without a contract</extracomment>
        <translation>无合同</translation>
    </message>
</context>
<context>
    <name>DocumentCommand</name>
    <message>
        <source>Change &quot;%1&quot;</source>
        <extracomment>Undo command text; %1 is a field name such as &quot;Sequence length&quot;</extracomment>
        <translation>修改“%1”</translation>
    </message>
    <message>
        <source>Add workload</source>
        <translation>添加任务</translation>
    </message>
    <message>
        <source>Duplicate workload</source>
        <translation>复制任务</translation>
    </message>
    <message>
        <source>Remove workload</source>
        <translation>删除任务</translation>
    </message>
    <message>
        <source>Add option</source>
        <translation>添加方案</translation>
    </message>
    <message>
        <source>Duplicate option</source>
        <translation>复制方案</translation>
    </message>
    <message>
        <source>Remove option</source>
        <translation>删除方案</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>是或否（true/false）</translation>
    </message>
    <message>
        <source>a group of fields</source>
        <extracomment>JSON object: a group of named fields</extracomment>
        <translation>一组字段（JSON 对象）</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>%1 is required.</source>
        <translation>%1为必填项。</translation>
    </message>
    <message>
        <source>%1 must be a finite number.</source>
        <translation>%1必须是有限的数值。</translation>
    </message>
    <message>
        <source>%1 cannot be negative.</source>
        <translation>%1不能为负数。</translation>
    </message>
    <message>
        <source>%1 must be greater than zero.</source>
        <translation>%1必须大于零。</translation>
    </message>
    <message>
        <source>%1 is out of range.</source>
        <translation>%1超出允许范围。</translation>
    </message>
    <message>
        <source>%1 is out of range (%2).</source>
        <extracomment>%2 is the offending value</extracomment>
        <translation>%1超出允许范围（%2）。</translation>
    </message>
    <message>
        <source>%1: low, likely and high must be in increasing order.</source>
        <translation>%1：最低值、最可能值和最高值必须依次递增。</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is used more than once.</source>
        <extracomment>%2 is an identifier such as &quot;o-4090-cloud&quot;</extracomment>
        <translation>%1“%2”出现了不止一次。</translation>
    </message>
    <message>
        <source>%1 refers to &quot;%2&quot;, which no catalog entry has.</source>
        <translation>%1引用了“%2”，但目录中没有这一项。</translation>
    </message>
    <message>
        <source>Active parameters cannot exceed total parameters.</source>
        <translation>激活参数量不能超过总参数量。</translation>
    </message>
    <message>
        <source>KV heads must divide the attention heads evenly.</source>
        <translation>注意力头数必须是 KV 头数的整数倍。</translation>
    </message>
    <message>
        <source>Experts per token cannot exceed the number of experts.</source>
        <translation>每 token 专家数不能超过专家总数。</translation>
    </message>
    <message>
        <source>Minimum cards cannot exceed maximum cards.</source>
        <translation>最少卡数不能超过最多卡数。</translation>
    </message>
    <message>
        <source>%1 contradicts another field.</source>
        <translation>%1与其他字段相互矛盾。</translation>
    </message>
    <message>
        <source>%1 is not valid (%2).</source>
        <extracomment>%2 is a technical code for support</extracomment>
        <translation>%1无效（%2）。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A field of one entity, e.g. &quot;Option 2: Card count&quot;</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>The file &quot;%1&quot; does not exist.</source>
        <translation>文件“%1”不存在。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Suanpan project file.</source>
        <translation>“%1”不是算盘项目文件。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a database, but not a Suanpan project.</source>
        <translation>“%1”是数据库文件，但不是算盘项目。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was saved by a newer version of Suanpan (file format %2). Update Suanpan to open it.</source>
        <translation>“%1”由更新版本的算盘保存（文件格式 %2）。请升级算盘后再打开。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is damaged and was not opened, so nothing in it was changed. Details: %2</source>
        <translation>“%1”已损坏，没有打开，文件内容未作任何改动。详情：%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; contains data Suanpan cannot read (%2).</source>
        <translation>“%1”含有算盘无法读取的数据（%2）。</translation>
    </message>
    <message>
        <source>Could not read or write &quot;%1&quot;: %2</source>
        <translation>无法读写“%1”：%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be written here. Use Save As to choose another folder.</source>
        <translation>无法在此位置写入“%1”。请用“另存为”选择其他文件夹。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is too large to read (%2).</source>
        <translation>“%1”太大，无法读取（%2）。</translation>
    </message>
    <message>
        <source>The text is not valid JSON: %1</source>
        <translation>文本不是有效的 JSON：%1</translation>
    </message>
    <message>
        <source>The JSON document is too large (%1 bytes).</source>
        <translation>JSON 文档过大（%1 字节）。</translation>
    </message>
    <message>
        <source>The JSON document is nested too deeply (more than %1 levels).</source>
        <translation>JSON 文档嵌套过深（超过 %1 层）。</translation>
    </message>
    <message>
        <source>The JSON document is not a Suanpan project (its format is &quot;%1&quot;).</source>
        <translation>该 JSON 文档不是算盘项目（其格式为“%1”）。</translation>
    </message>
    <message>
        <source>The document was written by a newer version of Suanpan (format %1). Update Suanpan to read it.</source>
        <translation>该文档由更新版本的算盘写入（格式 %1）。请升级算盘后再读取。</translation>
    </message>
    <message>
        <source>%1 is missing.</source>
        <translation>缺少%1。</translation>
    </message>
    <message>
        <source>%1 must be %2.</source>
        <translation>%1必须是%2。</translation>
    </message>
    <message>
        <source>%1 has an unknown value &quot;%2&quot;.</source>
        <translation>%1的值“%2”无法识别。</translation>
    </message>
    <message>
        <source>The catalog &quot;%1&quot; was not found.</source>
        <translation>找不到目录“%1”。</translation>
    </message>
    <message>
        <source>Could not read the catalog &quot;%1&quot;: %2</source>
        <translation>无法读取目录“%1”：%2</translation>
    </message>
    <message>
        <source>The catalog &quot;%1&quot; is too large to read (%2).</source>
        <translation>目录“%1”太大，无法读取（%2）。</translation>
    </message>
    <message>
        <source>Unexpected problem (%1).</source>
        <translation>意外问题（%1）。</translation>
    </message>
    <message>
        <source>In the catalog &quot;%1&quot;: %2</source>
        <extracomment>%1 is a catalog file name, %2 a sentence about the problem in it</extracomment>
        <translation>目录“%1”中：%2</translation>
    </message>
    <message>
        <source>Unexpected error %1 (%2).</source>
        <translation>意外错误 %1（%2）。</translation>
    </message>
    <message>
        <source>Unexpected error %1 (%2): %3</source>
        <translation>意外错误 %1（%2）：%3</translation>
    </message>
    <message>
        <source>Workload %1</source>
        <translation>任务 %1</translation>
    </message>
    <message>
        <source>Option %1</source>
        <translation>方案 %1</translation>
    </message>
    <message>
        <source>Assumption %1</source>
        <translation>假设 %1</translation>
    </message>
    <message>
        <source>Checklist entry %1</source>
        <translation>清单条目 %1</translation>
    </message>
    <message>
        <source>Card %1</source>
        <translation>卡型 %1</translation>
    </message>
    <message>
        <source>Facility %1</source>
        <translation>部署地点 %1</translation>
    </message>
    <message>
        <source>Contract %1</source>
        <translation>合同 %1</translation>
    </message>
    <message>
        <source>Rent price %1</source>
        <translation>租用价格 %1</translation>
    </message>
    <message>
        <source>Purchase price %1</source>
        <translation>采购价格 %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>The document</source>
        <translation>文档</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>Nested entities, e.g. &quot;Card 4, rent price 1&quot;</extracomment>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Peak compute (%1)</source>
        <extracomment>Peak compute at one precision; %1 is e.g. BF16</extracomment>
        <translation>峰值算力（%1）</translation>
    </message>
    <message>
        <source>%1 (low)</source>
        <extracomment>The low end of a low/likely/high range</extracomment>
        <translation>%1（最低）</translation>
    </message>
    <message>
        <source>%1 (likely)</source>
        <translation>%1（最可能）</translation>
    </message>
    <message>
        <source>%1 (high)</source>
        <translation>%1（最高）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not saved: some of the project&apos;s data is invalid (%2). Correct the fields marked in red and save again.</source>
        <extracomment>%1 is a file name, %2 the technical name of the refused value</extracomment>
        <translation>“%1”未保存：项目中有无效数据（%2）。请改正标红的字段后再保存。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a field Suanpan knows; check its spelling.</source>
        <extracomment>%1 is the name of a field in a JSON document that Suanpan does not know</extracomment>
        <translation>“%1”不是算盘认识的字段，请检查拼写。</translation>
    </message>
    <message>
        <source>The identifier &quot;%1&quot; is used more than once.</source>
        <translation>标识符“%1”出现了不止一次。</translation>
    </message>
</context>
<context>
    <name>FieldLabel</name>
    <message>
        <source>Identifier</source>
        <translation>标识符</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Chinese name</source>
        <translation>中文名称</translation>
    </message>
    <message>
        <source>English name</source>
        <translation>英文名称</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Parameters (total)</source>
        <translation>参数量（总）</translation>
    </message>
    <message>
        <source>Parameters (active per token)</source>
        <translation>参数量（每 token 激活）</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>隐藏层维度</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <source>KV heads</source>
        <extracomment>Key/value heads of grouped-query attention</extracomment>
        <translation>KV 头数</translation>
    </message>
    <message>
        <source>FFN size</source>
        <extracomment>Feed-forward (MLP) intermediate size</extracomment>
        <translation>FFN 维度</translation>
    </message>
    <message>
        <source>Vocabulary size</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <source>Experts</source>
        <extracomment>Mixture-of-experts: routed experts per layer</extracomment>
        <translation>专家数</translation>
    </message>
    <message>
        <source>Experts per token</source>
        <translation>每 token 专家数</translation>
    </message>
    <message>
        <source>Tied embeddings</source>
        <translation>共享词嵌入</translation>
    </message>
    <message>
        <source>Model source</source>
        <translation>模型来源</translation>
    </message>
    <message>
        <source>Precision</source>
        <extracomment>Numeric precision of weights and compute (BF16, INT8, ...)</extracomment>
        <translation>精度</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>训练 token 数</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Global batch</source>
        <extracomment>Sequences per optimizer step</extracomment>
        <translation>全局批大小</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>截止期限</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>输入 token 数</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>输出 token 数</translation>
    </message>
    <message>
        <source>Concurrency</source>
        <extracomment>Simultaneous requests being served</extracomment>
        <translation>并发数</translation>
    </message>
    <message>
        <source>Requests per second</source>
        <translation>每秒请求数</translation>
    </message>
    <message>
        <source>First-token latency target</source>
        <extracomment>Time to first token (TTFT) that the service must meet</extracomment>
        <translation>首 token 延迟目标</translation>
    </message>
    <message>
        <source>Data set size</source>
        <translation>数据集大小</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>卡型</translation>
    </message>
    <message>
        <source>Card count</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>Facility</source>
        <extracomment>Where the cards run: office room, IDC cabinet, cloud, ...</extracomment>
        <translation>部署地点</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>合同</translation>
    </message>
    <message>
        <source>Acquisition</source>
        <extracomment>Rent, host or build</extracomment>
        <translation>获取方式</translation>
    </message>
    <message>
        <source>Shortlisted</source>
        <extracomment>An option shortlisted for the presentation</extracomment>
        <translation>入选</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>Card memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Memory type</source>
        <translation>显存类型</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <source>Peak compute</source>
        <translation>峰值算力</translation>
    </message>
    <message>
        <source>Board power (TDP)</source>
        <translation>整卡功耗（TDP）</translation>
    </message>
    <message>
        <source>Card-to-card link</source>
        <translation>卡间互联</translation>
    </message>
    <message>
        <source>Card-to-card link type</source>
        <translation>卡间互联类型</translation>
    </message>
    <message>
        <source>Card-to-card bandwidth</source>
        <translation>卡间互联带宽</translation>
    </message>
    <message>
        <source>Cards per fast-link domain</source>
        <translation>高速互联域卡数</translation>
    </message>
    <message>
        <source>PCIe generation</source>
        <translation>PCIe 代数</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>规格形态</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>年份</translation>
    </message>
    <message>
        <source>Market status</source>
        <translation>市场供应状态</translation>
    </message>
    <message>
        <source>Rent price</source>
        <translation>租用价格</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>采购价格</translation>
    </message>
    <message>
        <source>Billing mode</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Price basis</source>
        <translation>报价依据</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Source date</source>
        <translation>来源日期</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>可信度</translation>
    </message>
    <message>
        <source>Figure sources</source>
        <translation>数据来源</translation>
    </message>
    <message>
        <source>Kind</source>
        <extracomment>Kind of facility (office room, IDC cabinet, ...)</extracomment>
        <translation>类型</translation>
    </message>
    <message>
        <source>District</source>
        <translation>区域</translation>
    </message>
    <message>
        <source>Minimum cards</source>
        <translation>最少卡数</translation>
    </message>
    <message>
        <source>Maximum cards</source>
        <translation>最多卡数</translation>
    </message>
    <message>
        <source>Power redundancy</source>
        <translation>电力冗余</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>散热方式</translation>
    </message>
    <message>
        <source>PUE</source>
        <extracomment>Power usage effectiveness of a data centre</extracomment>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Network bandwidth between nodes</source>
        <translation>节点间网络带宽</translation>
    </message>
    <message>
        <source>Network fabric</source>
        <translation>组网方式</translation>
    </message>
    <message>
        <source>Spare parts on site</source>
        <translation>现场备件</translation>
    </message>
    <message>
        <source>Cabinet rent per month</source>
        <translation>机柜月租</translation>
    </message>
    <message>
        <source>Cabinet power quota</source>
        <translation>机柜电力配额</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>Private network (VPC)</source>
        <translation>独立 VPC</translation>
    </message>
    <message>
        <source>Access logs</source>
        <translation>访问日志留存</translation>
    </message>
    <message>
        <source>Encrypted transfer</source>
        <translation>加密传输</translation>
    </message>
    <message>
        <source>Audit report</source>
        <translation>合规审计报告</translation>
    </message>
    <message>
        <source>IDC licence</source>
        <translation>IDC 经营许可证</translation>
    </message>
    <message>
        <source>Availability (last six months)</source>
        <translation>可用率（近六个月）</translation>
    </message>
    <message>
        <source>Billing granularity</source>
        <translation>计费粒度</translation>
    </message>
    <message>
        <source>Price per card-hour</source>
        <translation>每卡时单价</translation>
    </message>
    <message>
        <source>Price factor</source>
        <translation>价格系数</translation>
    </message>
    <message>
        <source>Minimum term</source>
        <translation>最短租期</translation>
    </message>
    <message>
        <source>Billed per whole machine</source>
        <translation>按整机计费</translation>
    </message>
    <message>
        <source>Power billing</source>
        <translation>电费计费方式</translation>
    </message>
    <message>
        <source>Power price above the quota</source>
        <translation>超额部分电价</translation>
    </message>
    <message>
        <source>Bandwidth per month</source>
        <translation>带宽月费</translation>
    </message>
    <message>
        <source>Storage per GB-month</source>
        <translation>存储费（每 GB 每月）</translation>
    </message>
    <message>
        <source>Upload per GB</source>
        <translation>上传费（每 GB）</translation>
    </message>
    <message>
        <source>Card replacement time</source>
        <translation>故障卡更换时效</translation>
    </message>
    <message>
        <source>Downtime compensation</source>
        <translation>宕机补偿</translation>
    </message>
    <message>
        <source>Deposit</source>
        <translation>押金</translation>
    </message>
    <message>
        <source>Deposit refund time</source>
        <translation>押金退还时间</translation>
    </message>
    <message>
        <source>Acceptance criteria</source>
        <translation>验收标准</translation>
    </message>
    <message>
        <source>Support level</source>
        <translation>技术支持级别</translation>
    </message>
    <message>
        <source>Support response time</source>
        <translation>技术支持响应时间</translation>
    </message>
    <message>
        <source>Backup card pool</source>
        <translation>备用卡资源池</translation>
    </message>
    <message>
        <source>Image snapshots</source>
        <translation>镜像快照</translation>
    </message>
    <message>
        <source>Persistent data disks</source>
        <translation>数据盘持久化</translation>
    </message>
    <message>
        <source>Upgrade without migration</source>
        <translation>免迁移升级</translation>
    </message>
    <message>
        <source>Spot reclaims per hour</source>
        <translation>竞价实例每小时回收次数</translation>
    </message>
    <message>
        <source>Assumption key</source>
        <translation>假设项</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Checklist item</source>
        <translation>清单项</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Checked by</source>
        <translation>检查人</translation>
    </message>
    <message>
        <source>Project details</source>
        <translation>项目信息</translation>
    </message>
    <message>
        <source>Project title</source>
        <translation>项目标题</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>客户</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>创建时间</translation>
    </message>
    <message>
        <source>Modified</source>
        <translation>修改时间</translation>
    </message>
    <message>
        <source>Project notes</source>
        <translation>项目备注</translation>
    </message>
    <message>
        <source>File format</source>
        <translation>文件格式</translation>
    </message>
    <message>
        <source>Format version</source>
        <translation>格式版本</translation>
    </message>
    <message>
        <source>Workloads</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>Your catalog</source>
        <translation>自定义目录</translation>
    </message>
    <message>
        <source>Checklist</source>
        <translation>验证清单</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>卡型</translation>
    </message>
    <message>
        <source>Facilities</source>
        <translation>部署地点</translation>
    </message>
    <message>
        <source>Contracts</source>
        <translation>合同</translation>
    </message>
</context>
<context>
    <name>FieldRows</name>
    <message>
        <source> B</source>
        <translation> B</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> token</translation>
    </message>
    <message>
        <source>Unknown</source>
        <extracomment>Spin box value 0 = not known (model shape fields)</extracomment>
        <translation>未知</translation>
    </message>
    <message>
        <source>Not set</source>
        <extracomment>Spin box value 0 = not entered yet</extracomment>
        <translation>未填写</translation>
    </message>
    <message>
        <source>No deadline</source>
        <translation>无截止期限</translation>
    </message>
    <message>
        <source>No target</source>
        <translation>无目标</translation>
    </message>
    <message>
        <source>None (dense model)</source>
        <extracomment>Mixture-of-experts count 0 = a dense model</extracomment>
        <translation>无（稠密模型）</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Undo</source>
        <extracomment>Prefix of the Undo menu entry, followed by what is undone</extracomment>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <extracomment>Prefix of the Redo menu entry, followed by what is redone</extracomment>
        <translation>重做</translation>
    </message>
    <message>
        <source>Scenario &amp; workload</source>
        <extracomment>Navigator entry: the page describing the job to plan for</extracomment>
        <translation>场景与任务</translation>
    </message>
    <message>
        <source>Options</source>
        <extracomment>Navigator entry: the page listing rent/host/build options</extracomment>
        <translation>方案</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Empty Project</source>
        <translation>空白项目(&amp;E)</translation>
    </message>
    <message>
        <source>%1 Template</source>
        <extracomment>File &gt; New entry; %1 is a scenario such as &quot;LoRA fine-tune&quot;</extracomment>
        <translation>%1模板</translation>
    </message>
    <message>
        <source>Shenzhen &amp;Example Project</source>
        <translation>深圳示例项目(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>打开(&amp;O)...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Clear Recent Files</source>
        <translation>清除最近文件(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>另存为(&amp;A)...</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <extracomment>Menu title; keep it recognisable in both languages</extracomment>
        <translation>语言 Language(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Suanpan</source>
        <translation>关于算盘(&amp;A)</translation>
    </message>
    <message>
        <source>Example project</source>
        <translation>示例项目</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>%1 (read-only)</source>
        <extracomment>Window title part for a file that cannot be written</extracomment>
        <translation>%1（只读）</translation>
    </message>
    <message>
        <source>Suanpan</source>
        <extracomment>The application&apos;s name in the window title</extracomment>
        <translation>算盘</translation>
    </message>
    <message>
        <source>Read-only: Save will ask for a new file.</source>
        <translation>只读：保存时将要求另选文件。</translation>
    </message>
    <message>
        <source>Opened from an older file format (version %1); it is updated when you save.</source>
        <translation>此文件来自旧版文件格式（版本 %1），保存时将升级为新格式。</translation>
    </message>
    <message>
        <source>About Suanpan</source>
        <translation>关于算盘</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Suanpan %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Suanpan helps AI teams in Shenzhen plan GPU compute for a job: which cards and how many, where to run them (rent, host or build), on what contract, at what cost and risk, and what to verify before signing and before paying.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;算盘 %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;算盘帮助深圳的 AI 团队为一项任务规划 GPU 算力：用什么卡、用多少张、在哪里跑（租用、托管还是自建）、签什么合同、花多少钱、担多大风险，以及签约前和付款前要验证什么。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Could not open the example project</source>
        <translation>无法打开示例项目</translation>
    </message>
    <message>
        <source>Could not open the project</source>
        <translation>无法打开项目</translation>
    </message>
    <message>
        <source>Opened &quot;%1&quot;</source>
        <extracomment>Status bar message; %1 is a file name</extracomment>
        <translation>已打开“%1”</translation>
    </message>
    <message>
        <source>Could not save the project</source>
        <translation>无法保存项目</translation>
    </message>
    <message>
        <source>Saved &quot;%1&quot;</source>
        <translation>已保存“%1”</translation>
    </message>
    <message>
        <source>Could not write the recovery copy: %1</source>
        <translation>无法写入恢复副本：%1</translation>
    </message>
    <message>
        <source>Could not restore the recovery copy</source>
        <translation>无法恢复副本</translation>
    </message>
    <message>
        <source>Restored unsaved changes of &quot;%1&quot;.</source>
        <translation>已恢复“%1”未保存的修改。</translation>
    </message>
</context>
<context>
    <name>OptionTableModel</name>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Card</source>
        <extracomment>Table column: the accelerator card model</extracomment>
        <translation>卡型</translation>
    </message>
    <message>
        <source>Cards</source>
        <extracomment>Table column: number of cards</extracomment>
        <translation>卡数</translation>
    </message>
    <message>
        <source>Facility</source>
        <extracomment>Table column: where the cards run</extracomment>
        <translation>部署地点</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>合同</translation>
    </message>
    <message>
        <source>Acquisition</source>
        <extracomment>Table column: rent, host or build</extracomment>
        <translation>获取方式</translation>
    </message>
    <message>
        <source>Shortlisted</source>
        <extracomment>Table column: option shortlisted for the presentation</extracomment>
        <translation>入选</translation>
    </message>
</context>
<context>
    <name>OptionsPage</name>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Add an option</source>
        <translation>添加方案</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Duplicate the selected option</source>
        <translation>复制所选方案</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Remove the selected option</source>
        <translation>删除所选方案</translation>
    </message>
    <message>
        <source>No options yet. Add one for each way of getting the compute you want to compare: renting, hosting your own servers or building in-house.</source>
        <translation>还没有方案。请为每一种想比较的算力获取方式各添加一个方案：租用、托管自有服务器或自建。</translation>
    </message>
    <message>
        <source>Selected option</source>
        <translation>所选方案</translation>
    </message>
    <message>
        <source>e.g. 8x RTX 4090 cloud, hourly</source>
        <translation>例如：8 卡 RTX 4090 云主机，按小时</translation>
    </message>
    <message>
        <source>Include in the comparison and report</source>
        <translation>纳入比较和报告</translation>
    </message>
    <message>
        <source>Cards bought and run in-house need no contract.</source>
        <translation>自购自建的卡无需合同。</translation>
    </message>
    <message numerus="yes">
        <source>%n option(s) to compare</source>
        <extracomment>Title above the table of options</extracomment>
        <translation>
            <numerusform>%n 个待比较方案</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProjectDocument</name>
    <message>
        <source>Workload %1</source>
        <translation>任务 %1</translation>
    </message>
    <message>
        <source>Option %1</source>
        <translation>方案 %1</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <extracomment>Name of a duplicated workload or option; %1 is the original&apos;s name</extracomment>
        <translation>%1（副本）</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>Suanpan projects (*.suanpan)</source>
        <translation>算盘项目 (*.suanpan)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的修改</translation>
    </message>
    <message>
        <source>Save the changes to &quot;%1&quot;?</source>
        <translation>是否保存对“%1”的修改？</translation>
    </message>
    <message>
        <source>Your changes will be lost if you don&apos;t save them.</source>
        <translation>如果不保存，这些修改将会丢失。</translation>
    </message>
    <message>
        <source>Open project</source>
        <translation>打开项目</translation>
    </message>
    <message>
        <source>Save project as</source>
        <translation>项目另存为</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>恢复未保存的修改</translation>
    </message>
    <message>
        <source>Suanpan was closed without saving &quot;%1&quot;. A copy of the unsaved changes from %2 was kept.</source>
        <extracomment>%1 is a project name, %2 a date and time</extracomment>
        <translation>算盘上次关闭时没有保存“%1”，但保留了一份 %2 时未保存修改的副本。</translation>
    </message>
    <message>
        <source>Restore it? If you discard it, the copy is deleted.</source>
        <translation>是否恢复？如果丢弃，该副本将被删除。</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
</context>
<context>
    <name>WorkloadListModel</name>
    <message>
        <source>(unnamed workload)</source>
        <extracomment>A workload whose name is empty</extracomment>
        <translation>（未命名任务）</translation>
    </message>
</context>
<context>
    <name>WorkloadPage</name>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Add a workload</source>
        <translation>添加任务</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Duplicate the selected workload</source>
        <translation>复制所选任务</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Remove the selected workload</source>
        <translation>删除所选任务</translation>
    </message>
    <message>
        <source>This project has no workloads yet. Add one, or start a new project from a scenario template (File &gt; New).</source>
        <translation>这个项目还没有任务。请添加一个任务，或从场景模板新建项目（文件 &gt; 新建）。</translation>
    </message>
    <message>
        <source>Job</source>
        <extracomment>Group of fields: what the job is</extracomment>
        <translation>基本信息</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Training</source>
        <extracomment>Group of fields used by training jobs</extracomment>
        <translation>训练</translation>
    </message>
    <message>
        <source>Serving</source>
        <extracomment>Group of fields used by serving (inference) jobs</extracomment>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>e.g. 7B customer-service LoRA</source>
        <translation>例如：7B 客服模型 LoRA 微调</translation>
    </message>
    <message>
        <source>Input and output embeddings share weights</source>
        <translation>输入与输出词嵌入共享权重</translation>
    </message>
    <message>
        <source>For mixture-of-experts models: the parameters used per token. Equal to the total for dense models.</source>
        <translation>混合专家（MoE）模型：每个 token 实际用到的参数量。稠密模型与总参数量相同。</translation>
    </message>
    <message>
        <source>Tokens processed in the whole run (data set x epochs).</source>
        <translation>整个训练过程处理的 token 总数（数据集 × 轮数）。</translation>
    </message>
    <message>
        <source>Sequences per optimizer step.</source>
        <translation>每个优化步的序列数。</translation>
    </message>
    <message>
        <source>Time to first token the service must meet.</source>
        <translation>服务必须达到的首 token 时间（TTFT）。</translation>
    </message>
    <message>
        <source>Data to upload to the facility before training.</source>
        <translation>训练前需上传到机房的数据量。</translation>
    </message>
    <message numerus="yes">
        <source>%n workload(s)</source>
        <extracomment>Title above the list of workloads</extracomment>
        <translation>
            <numerusform>%n 个任务</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Plan GPU compute for AI jobs in Shenzhen.</source>
        <translation>为深圳的 AI 任务规划 GPU 算力。</translation>
    </message>
    <message>
        <source>A project file to open.</source>
        <translation>要打开的项目文件。</translation>
    </message>
    <message>
        <source>Open the built-in Shenzhen example project.</source>
        <translation>打开内置的深圳示例项目。</translation>
    </message>
    <message>
        <source>Use this UI language for this run only: zh_CN or en.</source>
        <translation>仅本次运行使用该界面语言：zh_CN 或 en。</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;; use zh_CN or en.</source>
        <translation>未知语言“%1”；请使用 zh_CN 或 en。</translation>
    </message>
</context>
</TS>
